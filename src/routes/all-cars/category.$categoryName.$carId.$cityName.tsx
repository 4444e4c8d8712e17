import { createFileRoute } from '@tanstack/react-router';
import { AllCarsRoute } from '@/src/features/cars/all-cars';
import { allCarsRouteOptions } from '@/src/features/cars/all-cars-loader';

/** The cars of a category in a city, the addressed one first. */
export const Route = createFileRoute('/all-cars/category/$categoryName/$carId/$cityName')({ ...allCarsRouteOptions(), component: AllCarsRoute });
