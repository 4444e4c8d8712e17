import { createFileRoute } from '@tanstack/react-router';
import { AllCarsRoute } from '@/src/features/cars/all-cars';
import { allCarsRouteOptions } from '@/src/features/cars/all-cars-loader';

/**
 * `/all-cars/category/<category>/<second>`: the spec gives this shape two meanings, a car
 * (`.../<carId>`) or a city (`.../<cityName>`); a car id is a UUID, a city a slug.
 */
export const Route = createFileRoute('/all-cars/category/$categoryName/$carId/')({ ...allCarsRouteOptions(), component: AllCarsRoute });
